3.each |$i| { notify { "i${i}": } }
