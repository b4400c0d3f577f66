define d { define e { } }
