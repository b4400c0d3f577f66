node 'a' {}
notify { 'x': }
