case 'x' { default: { notify { 'default': } } 'x': { notify { 'x': } } }
