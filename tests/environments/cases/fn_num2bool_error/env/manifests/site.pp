$x = num2bool('abc')
