notify { "x": message => String(Integer('- 5')) }
