notify { 'a': message => sort([[1], ['a']]) }
