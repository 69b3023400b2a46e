"""The rules' documents: scenarios and saves, positions (written, read, their hidden half
filled), and the field-by-field checks every format shares."""
