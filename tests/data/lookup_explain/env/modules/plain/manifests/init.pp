class plain {}
