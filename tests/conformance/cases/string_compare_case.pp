if 'ABC' == 'abc' { notify { 'eq': } }
if 'abc' in ['ABC'] { notify { 'in': } }
if 'B' > 'a' { notify { 'gt': } }
