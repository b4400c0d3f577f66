notify { "x": message => String(String(false, '%#y')) }
