//! A small `multipart/form-data` reader: serenity sends messages with attachments as a
//! `payload_json` part plus one part per file (`files[0]`, …).

/// One file part.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FilePart {
    /// The form field name (`files[0]`).
    pub field: String,
    /// The file name.
    pub filename: String,
    /// The bytes.
    pub data: Vec<u8>,
}

/// The parts of a multipart body: the `payload_json` text and the files.
pub fn parse(content_type: &str, body: &[u8]) -> Result<(Option<String>, Vec<FilePart>), String> {
    let boundary = content_type
        .split(';')
        .find_map(|p| p.trim().strip_prefix("boundary="))
        .map(|b| b.trim_matches('"').to_string())
        .ok_or("multipart body without a boundary")?;
    let delimiter = format!("--{boundary}").into_bytes();
    let mut payload = None;
    let mut files = Vec::new();
    for part in split(body, &delimiter).into_iter().skip(1) {
        if part.starts_with(b"--") {
            break;
        }
        let part = part.strip_prefix(b"\r\n").unwrap_or(part);
        let Some(end) = find(part, b"\r\n\r\n") else {
            continue;
        };
        let headers = String::from_utf8_lossy(&part[..end]).to_string();
        let mut data = &part[end + 4..];
        data = data.strip_suffix(b"\r\n").unwrap_or(data);
        let name = attribute(&headers, "name").unwrap_or_default();
        match attribute(&headers, "filename") {
            Some(filename) => files.push(FilePart {
                field: name,
                filename,
                data: data.to_vec(),
            }),
            None if name == "payload_json" => {
                payload = Some(String::from_utf8_lossy(data).to_string());
            }
            None => {}
        }
    }
    Ok((payload, files))
}

fn attribute(headers: &str, key: &str) -> Option<String> {
    let disposition = headers
        .lines()
        .find(|l| l.to_ascii_lowercase().starts_with("content-disposition"))?;
    disposition.split(';').find_map(|p| {
        let (k, v) = p.trim().split_once('=')?;
        (k == key).then(|| v.trim_matches('"').to_string())
    })
}

fn find(haystack: &[u8], needle: &[u8]) -> Option<usize> {
    haystack.windows(needle.len()).position(|w| w == needle)
}

fn split<'b>(mut body: &'b [u8], delimiter: &[u8]) -> Vec<&'b [u8]> {
    let mut parts = Vec::new();
    while let Some(i) = find(body, delimiter) {
        parts.push(&body[..i]);
        body = &body[i + delimiter.len()..];
    }
    parts.push(body);
    parts
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn given_payload_and_file_then_both_read() {
        let body = b"--XX\r\nContent-Disposition: form-data; name=\"payload_json\"\r\n\r\n{\"content\":\"hi\"}\r\n--XX\r\nContent-Disposition: form-data; name=\"files[0]\"; filename=\"village.png\"\r\nContent-Type: image/png\r\n\r\n\x89PNG\r\n--XX--\r\n";
        let (payload, files) = parse("multipart/form-data; boundary=XX", body).unwrap();
        assert_eq!(payload.as_deref(), Some("{\"content\":\"hi\"}"));
        assert_eq!(files.len(), 1);
        assert_eq!(files[0].filename, "village.png");
        assert_eq!(files[0].data, b"\x89PNG");
    }
}
