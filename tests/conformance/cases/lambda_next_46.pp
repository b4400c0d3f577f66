class c { notify { 'c1': } if true { next() } }
class d { include c notify { 'd1': } }
include d
