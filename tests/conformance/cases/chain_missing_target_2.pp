notify { 'x': }
Notify['x'] -> Notify['missing']
