class c { 
notify { 'x': }
