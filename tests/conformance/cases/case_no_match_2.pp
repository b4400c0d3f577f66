case 'x' { 'y': { notify { 'y': } } }
notify { 'after': }
