notify { upcase('shout'): }
