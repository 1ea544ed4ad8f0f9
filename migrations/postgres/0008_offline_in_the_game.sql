-- The disconnection rule's absences now live in each game's own state (issue 22 point 9:
-- the engine decides, with a deadline like any other): the table the adapter kept is gone.
DROP TABLE offline;
