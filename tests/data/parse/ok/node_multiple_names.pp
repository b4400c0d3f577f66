node 'alpha', 'test', 'beta' { notify { 'multi': } }
