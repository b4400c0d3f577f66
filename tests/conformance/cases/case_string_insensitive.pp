case 'B' { 'b': { notify { 'matched-lower': } } default: { notify { 'default': } } }
