$x = Notify['a']
notify { 'a': }
notify { 'n': message => $x =~ Type[Notify] }
