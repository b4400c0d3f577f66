notify { 'a': message => Optional[Integer, String] }
