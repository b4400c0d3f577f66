class c { notify { "c-${::n}": } }
node default { $n = 'N'  include c }
