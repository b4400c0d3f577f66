notify { "x": message => String(String([1,'a'], '%s')) }
