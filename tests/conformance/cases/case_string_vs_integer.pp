case 5 { '5': { notify { 'string': } } 5: { notify { 'int': } } }
