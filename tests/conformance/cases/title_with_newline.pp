notify { "two\nlines": }
