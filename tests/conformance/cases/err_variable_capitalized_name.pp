$Bad = 1
