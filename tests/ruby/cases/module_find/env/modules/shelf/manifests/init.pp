class shelf {}
