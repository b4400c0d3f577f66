type A = Pattern.n[1]
