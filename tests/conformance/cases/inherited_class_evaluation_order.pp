class p { notify { 'p': } }
class k inherits p { notify { 'k': } }
class other { notify { 'other': } }
include other
include k
