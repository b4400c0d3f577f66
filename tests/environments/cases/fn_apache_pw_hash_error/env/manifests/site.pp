$x = apache::pw_hash('')
