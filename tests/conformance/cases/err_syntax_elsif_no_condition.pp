if true { notify { 'a': } } elsif { }
