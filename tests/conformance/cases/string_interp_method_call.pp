$a = ['x','y']
notify { "j=${a.join('-')} n=${$a.length} u=${upcase($a[0])}": }
