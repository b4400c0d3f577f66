if true { notify { 'a': } } else if true { }
