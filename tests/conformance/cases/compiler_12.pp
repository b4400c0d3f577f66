node /^(te)st/ { include c }
class c { notify { "c ${1}|${0}|": } }
