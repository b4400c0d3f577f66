$x = str2bool('maybe')
