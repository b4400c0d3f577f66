notify { []: }
notify { 'x': }
