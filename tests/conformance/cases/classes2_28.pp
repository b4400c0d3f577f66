node 'other' { }
