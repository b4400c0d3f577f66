notify { sprintf(): }
