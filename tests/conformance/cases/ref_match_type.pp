notify { 'a': }
notify { 'x': message => Notify['a'] =~ Type[Notify], }
