class c { if true { next() } notify { 'after': } }
class d inherits c { notify { 'in d': } }
include d
