case a { /(/: {} }
