notify { "n=${name} t=${title}": }
