/*
 * The physical limit of scenec's front end: libyaml's event parser over a file's bytes,
 * with nothing else. Reads the whole file into memory (as scenec does), then calls
 * yaml_parser_parse until the stream ends, deleting each event. Prints the event count.
 *
 * Built by Scripts/bench.sh: cc -O2 yaml-parse.c $(pkg-config --cflags --libs yaml-0.1)
 */
#include <stdio.h>
#include <stdlib.h>
#include <yaml.h>

int main(int argc, char **argv) {
    if (argc != 2) {
        fprintf(stderr, "usage: yaml-parse FILE\n");
        return 2;
    }
    FILE *file = fopen(argv[1], "rb");
    if (!file) {
        perror(argv[1]);
        return 2;
    }
    fseek(file, 0, SEEK_END);
    long size = ftell(file);
    fseek(file, 0, SEEK_SET);
    unsigned char *bytes = malloc(size > 0 ? (size_t)size : 1);
    if (!bytes || fread(bytes, 1, (size_t)size, file) != (size_t)size) {
        fprintf(stderr, "yaml-parse: cannot read %s\n", argv[1]);
        return 2;
    }
    fclose(file);

    yaml_parser_t parser;
    if (!yaml_parser_initialize(&parser)) return 2;
    yaml_parser_set_input_string(&parser, bytes, (size_t)size);
    long events = 0;
    for (;;) {
        yaml_event_t event;
        if (!yaml_parser_parse(&parser, &event)) {
            fprintf(stderr, "yaml-parse: %s\n", parser.problem ? parser.problem : "error");
            return 1;
        }
        int done = event.type == YAML_STREAM_END_EVENT;
        yaml_event_delete(&event);
        events++;
        if (done) break;
    }
    yaml_parser_delete(&parser);
    free(bytes);
    printf("%ld events\n", events);
    return 0;
}
