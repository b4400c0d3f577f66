$top = 't'
node test { $n = 'nodevar' include c }
class c { notify { "n=${n} top=${top}": } }
