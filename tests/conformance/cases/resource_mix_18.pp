notify { 'a': }
notify { 'b': message => Notify['a'] =~ Type[Notify] }
