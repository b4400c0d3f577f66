# A URI must have at least one character
notify { "n": message => URI('') }
