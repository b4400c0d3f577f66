node 'TEST' { notify { 'upper': } }
