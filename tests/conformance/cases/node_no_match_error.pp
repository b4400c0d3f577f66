node 'other' { notify { 'o': } }
