case 'x' { default: { notify { 'd': } } 'x': { notify { 'x': } } }
