nosuch { 'x': }
