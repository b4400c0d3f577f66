notify { 'x': } notify { 'y': }
