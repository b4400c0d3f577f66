$d = "${get_module_path('mymod')}/files"
notify { 'glob':
  message => [
    glob("${d}/*.conf"),
    glob("${d}/**/*.conf"),
    glob("${d}/{*.txt,*.conf}"),
    glob(["${d}/b*", "${d}/a?conf"]),
    glob("${d}/*"),
    glob("${d}/.*"),
    glob("${d}/[ab].*"),
    glob('/nonexistent/dir/*'),
  ],
}
