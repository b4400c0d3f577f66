notify { 'just a title': }
