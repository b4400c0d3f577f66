type File = Integer
notify { 'a': }
